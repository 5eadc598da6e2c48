/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_BackInputs */

const en_checkin_back = /** @type {(inputs: Checkin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your events`)
};

const es_checkin_back = /** @type {(inputs: Checkin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a tus eventos`)
};

const fr_checkin_back = /** @type {(inputs: Checkin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à vos événements`)
};

/**
* | output |
* | --- |
* | "Back to your events" |
*
* @param {Checkin_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_back = /** @type {((inputs?: Checkin_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_back(inputs)
	if (locale === "fr") return fr_checkin_back(inputs)
	return en_checkin_back(inputs)
});