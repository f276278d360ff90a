// The players' colours, by seat: the tokens, the owners' bars, the chart, the names in the chat.
export const COLOURS = ["#d62828", "#1d4ed8", "#15803d", "#b45309", "#7c3aed", "#0e7490", "#be185d", "#4d7c0f"];
