/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Board_9_AboutInputs */

const en_names_board_9_about = /** @type {(inputs: Names_Board_9_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hamilton Heights, Manhattanville and Morningside Heights: Sugar Hill brownstones, the City College campus, Hamilton Grange and the Hudson River waterfront at West Harlem Piers.`)
};

const es_names_board_9_about = /** @type {(inputs: Names_Board_9_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hamilton Heights, Manhattanville y Morningside Heights: las casas brownstone de Sugar Hill, el campus del City College, Hamilton Grange y la ribera del río Hudson en West Harlem Piers.`)
};

const fr_names_board_9_about = /** @type {(inputs: Names_Board_9_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hamilton Heights, Manhattanville et Morningside Heights : les brownstones de Sugar Hill, le campus du City College, Hamilton Grange et les quais de l’Hudson à West Harlem Piers.`)
};

/**
* | output |
* | --- |
* | "Hamilton Heights, Manhattanville and Morningside Heights: Sugar Hill brownstones, the City College campus, Hamilton Grange and the Hudson River waterfront at..." |
*
* @param {Names_Board_9_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_board_9_about = /** @type {((inputs?: Names_Board_9_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Board_9_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_board_9_about(inputs)
	if (locale === "fr") return fr_names_board_9_about(inputs)
	return en_names_board_9_about(inputs)
});