"""The table page's content is a pure function of the game (`table_panel_for`), built from one
view of the player's seat per refresh."""

from __future__ import annotations

from app_fixtures import small_set
from dokodesk.app.table_page import table_panel_for
from dokodesk.rules import RE, Call, Game


def test_the_panel_at_the_start_and_after_an_announcement(qapp, monkeypatch):
    deal = small_set().deal(1).deal
    game = Game(deal)
    seat = game.turn  # the player leads the first trick
    names = ["Anna", "Ben", "Clara", "Dora"]
    names[seat] = "You"
    views = []
    real_view = Game.view
    monkeypatch.setattr(Game, "view", lambda self, s: views.append(s) or real_view(self, s))
    panel = table_panel_for(game, seat, names, 7, rated=True)
    assert views == [seat]  # one view of the seat, not one per label
    party = "Re" if deal.parties[seat] == RE else "Kontra"
    assert panel.info == f"Deal 7 · rated\nYou are {party}."
    assert panel.progress == "Trick 1 of 12 · your turn"
    assert panel.calls_made == "Said so far: none yet"
    assert panel.human_turn and not panel.practice and not panel.has_tricks
    assert panel.call_buttons[1].enabled and panel.call_buttons[1].text.startswith(party + " (")
    game.announce(seat, Call.for_level(deal.parties[seat], 1))
    after = table_panel_for(game, seat, names, 7, rated=False)
    assert after.call_buttons[1].text == f"{party} (said)" and not after.call_buttons[1].enabled
    assert after.calls_made == f"Said so far: {party} (You)"
    assert after.practice and after.info.startswith("Deal 7 · practice")
    game.play(seat, game.legal_cards(seat)[0])
    other = table_panel_for(game, seat, names, 7, rated=True)
    assert other.progress == f"Trick 1 of 12 · {names[game.turn]}'s turn" and not other.human_turn
