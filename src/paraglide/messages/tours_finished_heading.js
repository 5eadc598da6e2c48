/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Finished_HeadingInputs */

const en_tours_finished_heading = /** @type {(inputs: Tours_Finished_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You finished the tour!`)
};

const es_tours_finished_heading = /** @type {(inputs: Tours_Finished_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Terminaste el recorrido!`)
};

const fr_tours_finished_heading = /** @type {(inputs: Tours_Finished_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez terminé la visite !`)
};

/**
* | output |
* | --- |
* | "You finished the tour!" |
*
* @param {Tours_Finished_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_finished_heading = /** @type {((inputs?: Tours_Finished_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Finished_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_finished_heading(inputs)
	if (locale === "fr") return fr_tours_finished_heading(inputs)
	return en_tours_finished_heading(inputs)
});