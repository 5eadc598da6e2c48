/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_StartInputs */

const en_tours_start = /** @type {(inputs: Tours_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start tour`)
};

const es_tours_start = /** @type {(inputs: Tours_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar el recorrido`)
};

const fr_tours_start = /** @type {(inputs: Tours_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer la visite`)
};

/**
* | output |
* | --- |
* | "Start tour" |
*
* @param {Tours_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_start = /** @type {((inputs?: Tours_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_start(inputs)
	if (locale === "fr") return fr_tours_start(inputs)
	return en_tours_start(inputs)
});