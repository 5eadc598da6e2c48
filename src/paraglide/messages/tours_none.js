/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_NoneInputs */

const en_tours_none = /** @type {(inputs: Tours_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No walking tours are available right now.`)
};

const es_tours_none = /** @type {(inputs: Tours_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay recorridos a pie disponibles en este momento.`)
};

const fr_tours_none = /** @type {(inputs: Tours_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune visite à pied n’est proposée pour le moment.`)
};

/**
* | output |
* | --- |
* | "No walking tours are available right now." |
*
* @param {Tours_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_none = /** @type {((inputs?: Tours_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_none(inputs)
	if (locale === "fr") return fr_tours_none(inputs)
	return en_tours_none(inputs)
});