"""talong's games for research frameworks: OpenSpiel (`openspiel.py`) and
PettingZoo (`pettingzoo.py`), both built over the engine interface only
(`talong.games.get_game`, `Game.info`, `State.legal_actions/apply/view/
to_move/result`, `Game.resample`). `spec.py` defines the little each framework
needs that the engine does not say: the action vocabulary (from the game's
action grammar and `Game.tables()`), the utility bounds and the longest
deal; each game declares its own in its package (`GameInfo.research`).
`encoding.py` turns a seat's view into strings and tensors.

Install with `pip install talong[research]`; docs/research.md shows how to
use it. Nothing in the server or the engines imports this package (only a
game's research.py, which this package alone loads).
"""
