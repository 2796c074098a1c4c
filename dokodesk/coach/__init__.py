"""The coach (no Qt): analysis of played games with the expert's search, and hints.

    >>> from dokodesk.coach import analyse_game
"""

from dokodesk.coach.analysis import (
    AnalysisCancelled, Decision, GameAnalysis, analyse_game, decision_points, reason_text,
)

__all__ = ["AnalysisCancelled", "Decision", "GameAnalysis", "analyse_game", "decision_points", "reason_text"]
