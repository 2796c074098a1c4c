"""Subcommands of this package (registered by dokodesk.cli)."""


def register(subparsers) -> None:
    """Add this package's subcommands to the top-level parser."""
