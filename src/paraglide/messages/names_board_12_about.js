/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Board_12_AboutInputs */

const en_names_board_12_about = /** @type {(inputs: Names_Board_12_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Washington Heights and Inwood above 155th Street: the Met Cloisters in Fort Tryon Park, the Morris-Jumel Mansion, the United Palace and the Dominican heart of upper Manhattan.`)
};

const es_names_board_12_about = /** @type {(inputs: Names_Board_12_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Washington Heights e Inwood, por encima de la calle 155: los Met Cloisters en Fort Tryon Park, la Morris-Jumel Mansion, el United Palace y el corazón dominicano del norte de Manhattan.`)
};

const fr_names_board_12_about = /** @type {(inputs: Names_Board_12_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Washington Heights et Inwood, au-dessus de la 155e rue : les Met Cloisters dans Fort Tryon Park, la Morris-Jumel Mansion, l’United Palace et le cœur dominicain du nord de Manhattan.`)
};

/**
* | output |
* | --- |
* | "Washington Heights and Inwood above 155th Street: the Met Cloisters in Fort Tryon Park, the Morris-Jumel Mansion, the United Palace and the Dominican heart o..." |
*
* @param {Names_Board_12_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_board_12_about = /** @type {((inputs?: Names_Board_12_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Board_12_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_board_12_about(inputs)
	if (locale === "fr") return fr_names_board_12_about(inputs)
	return en_names_board_12_about(inputs)
});