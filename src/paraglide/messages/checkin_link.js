/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_LinkInputs */

const en_checkin_link = /** @type {(inputs: Checkin_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-in`)
};

const es_checkin_link = /** @type {(inputs: Checkin_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de entrada`)
};

const fr_checkin_link = /** @type {(inputs: Checkin_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

/**
* | output |
* | --- |
* | "Check-in" |
*
* @param {Checkin_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_link = /** @type {((inputs?: Checkin_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_link(inputs)
	if (locale === "fr") return fr_checkin_link(inputs)
	return en_checkin_link(inputs)
});