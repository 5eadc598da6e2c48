/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Premium_Only_CheckInputs */

const en_organiser_premium_only_check = /** @type {(inputs: Organiser_Premium_Only_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium members only`)
};

const es_organiser_premium_only_check = /** @type {(inputs: Organiser_Premium_Only_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para miembros Premium`)
};

const fr_organiser_premium_only_check = /** @type {(inputs: Organiser_Premium_Only_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux membres Premium`)
};

/**
* | output |
* | --- |
* | "Premium members only" |
*
* @param {Organiser_Premium_Only_CheckInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_premium_only_check = /** @type {((inputs?: Organiser_Premium_Only_CheckInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Premium_Only_CheckInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_premium_only_check(inputs)
	if (locale === "fr") return fr_organiser_premium_only_check(inputs)
	return en_organiser_premium_only_check(inputs)
});