"""`dokodesk league …` subcommands (placeholder until the league module lands)."""


def register(subparsers) -> None:  # pragma: no cover - replaced by the league issue
    pass
