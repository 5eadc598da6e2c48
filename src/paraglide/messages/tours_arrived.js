/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tours_ArrivedInputs */

const en_tours_arrived = /** @type {(inputs: Tours_ArrivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You’ve reached ${i?.name}.`)
};

const es_tours_arrived = /** @type {(inputs: Tours_ArrivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llegaste a ${i?.name}.`)
};

const fr_tours_arrived = /** @type {(inputs: Tours_ArrivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous voici à ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "You’ve reached {name}." |
*
* @param {Tours_ArrivedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_arrived = /** @type {((inputs: Tours_ArrivedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_ArrivedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_arrived(inputs)
	if (locale === "fr") return fr_tours_arrived(inputs)
	return en_tours_arrived(inputs)
});