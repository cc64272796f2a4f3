"""The technique gym: lessons in the teaching path's order, exercises that need one
technique (a position where it is the teaching path's next step that makes progress), the
answer's verdict and the three hint levels. Plain Python: the app runs
``make_technique_exercise`` in a worker process and keeps the learner's mastery in
``sudoku_gui.gym.mastery``."""

from solver.gym.answers import PARTLY, RIGHT, WRONG, AnswerVerdict, check_answer, hint_levels
from solver.gym.exercise import TechniqueExercise, is_exercise, lesson_of
from solver.gym.hunt import make_technique_exercise
from solver.gym.lessons import FORCING_CHAINS, LESSON_OF, LESSONS, Lesson, Tier

__all__ = [
    "FORCING_CHAINS",
    "LESSONS",
    "LESSON_OF",
    "PARTLY",
    "RIGHT",
    "WRONG",
    "AnswerVerdict",
    "Lesson",
    "TechniqueExercise",
    "Tier",
    "check_answer",
    "hint_levels",
    "is_exercise",
    "lesson_of",
    "make_technique_exercise",
]
