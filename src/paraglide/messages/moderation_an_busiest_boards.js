/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Busiest_BoardsInputs */

const en_moderation_an_busiest_boards = /** @type {(inputs: Moderation_An_Busiest_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busiest community boards`)
};

const es_moderation_an_busiest_boards = /** @type {(inputs: Moderation_An_Busiest_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distritos comunitarios con más actividad`)
};

const fr_moderation_an_busiest_boards = /** @type {(inputs: Moderation_An_Busiest_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Districts communautaires les plus actifs`)
};

/**
* | output |
* | --- |
* | "Busiest community boards" |
*
* @param {Moderation_An_Busiest_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_busiest_boards = /** @type {((inputs?: Moderation_An_Busiest_BoardsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Busiest_BoardsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_busiest_boards(inputs)
	if (locale === "fr") return fr_moderation_an_busiest_boards(inputs)
	return en_moderation_an_busiest_boards(inputs)
});