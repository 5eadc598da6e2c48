/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_OnInputs */

const en_moderation_mo_on = /** @type {(inputs: Moderation_Mo_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on`)
};

const es_moderation_mo_on = /** @type {(inputs: Moderation_Mo_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en`)
};

const fr_moderation_mo_on = /** @type {(inputs: Moderation_Mo_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur`)
};

/**
* | output |
* | --- |
* | "on" |
*
* @param {Moderation_Mo_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_on = /** @type {((inputs?: Moderation_Mo_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_on(inputs)
	if (locale === "fr") return fr_moderation_mo_on(inputs)
	return en_moderation_mo_on(inputs)
});