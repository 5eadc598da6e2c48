/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_KickerInputs */

const en_tours_kicker = /** @type {(inputs: Tours_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walking tours`)
};

const es_tours_kicker = /** @type {(inputs: Tours_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos a pie`)
};

const fr_tours_kicker = /** @type {(inputs: Tours_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites à pied`)
};

/**
* | output |
* | --- |
* | "Walking tours" |
*
* @param {Tours_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_kicker = /** @type {((inputs?: Tours_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_kicker(inputs)
	if (locale === "fr") return fr_tours_kicker(inputs)
	return en_tours_kicker(inputs)
});