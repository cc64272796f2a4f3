<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>Speak this language from the next start</source>
        <translation>Usar este idioma a partir da próxima vez que abrir o programa</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>o idioma do sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Sudoku Lens will speak {language} when you start it again.</source>
        <translation>O Sudoku Lens vai falar {language} quando você abri-lo novamente.</translation>
    </message>
</context>
</TS>
