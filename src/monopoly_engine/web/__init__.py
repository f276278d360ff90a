"""The browser game (``monopoly serve``): rooms in a lobby, live play over websockets, every game kept as its log.

An adapter like ``play/``: it imports the core, the views, the bots, the terminal's menus and the catalogs;
nothing imports it. ``create_app(store)`` is the ASGI application (FastAPI); ``serve.run`` starts uvicorn.
"""
