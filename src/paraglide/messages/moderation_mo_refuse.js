/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_RefuseInputs */

const en_moderation_mo_refuse = /** @type {(inputs: Moderation_Mo_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuse`)
};

const es_moderation_mo_refuse = /** @type {(inputs: Moderation_Mo_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

const fr_moderation_mo_refuse = /** @type {(inputs: Moderation_Mo_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

/**
* | output |
* | --- |
* | "Refuse" |
*
* @param {Moderation_Mo_RefuseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_refuse = /** @type {((inputs?: Moderation_Mo_RefuseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_RefuseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_refuse(inputs)
	if (locale === "fr") return fr_moderation_mo_refuse(inputs)
	return en_moderation_mo_refuse(inputs)
});