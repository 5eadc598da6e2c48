/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Reason_OtherInputs */

const en_moderation_mo_reason_other = /** @type {(inputs: Moderation_Mo_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`other`)
};

const es_moderation_mo_reason_other = /** @type {(inputs: Moderation_Mo_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otro motivo`)
};

const fr_moderation_mo_reason_other = /** @type {(inputs: Moderation_Mo_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`autre motif`)
};

/**
* | output |
* | --- |
* | "other" |
*
* @param {Moderation_Mo_Reason_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_reason_other = /** @type {((inputs?: Moderation_Mo_Reason_OtherInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Reason_OtherInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_reason_other(inputs)
	if (locale === "fr") return fr_moderation_mo_reason_other(inputs)
	return en_moderation_mo_reason_other(inputs)
});