/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_NextInputs */

const en_tours_next = /** @type {(inputs: Tours_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next point`)
};

const es_tours_next = /** @type {(inputs: Tours_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximo punto`)
};

const fr_tours_next = /** @type {(inputs: Tours_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaine étape`)
};

/**
* | output |
* | --- |
* | "Next point" |
*
* @param {Tours_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_next = /** @type {((inputs?: Tours_NextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_NextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_next(inputs)
	if (locale === "fr") return fr_tours_next(inputs)
	return en_tours_next(inputs)
});