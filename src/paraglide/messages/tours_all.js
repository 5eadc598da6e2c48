/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_AllInputs */

const en_tours_all = /** @type {(inputs: Tours_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All walking tours`)
};

const es_tours_all = /** @type {(inputs: Tours_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los recorridos a pie`)
};

const fr_tours_all = /** @type {(inputs: Tours_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les visites à pied`)
};

/**
* | output |
* | --- |
* | "All walking tours" |
*
* @param {Tours_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_all = /** @type {((inputs?: Tours_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_all(inputs)
	if (locale === "fr") return fr_tours_all(inputs)
	return en_tours_all(inputs)
});