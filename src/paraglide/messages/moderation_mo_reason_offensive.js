/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Reason_OffensiveInputs */

const en_moderation_mo_reason_offensive = /** @type {(inputs: Moderation_Mo_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offensive`)
};

const es_moderation_mo_reason_offensive = /** @type {(inputs: Moderation_Mo_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ofensiva`)
};

const fr_moderation_mo_reason_offensive = /** @type {(inputs: Moderation_Mo_Reason_OffensiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offensant`)
};

/**
* | output |
* | --- |
* | "offensive" |
*
* @param {Moderation_Mo_Reason_OffensiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_reason_offensive = /** @type {((inputs?: Moderation_Mo_Reason_OffensiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Reason_OffensiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_reason_offensive(inputs)
	if (locale === "fr") return fr_moderation_mo_reason_offensive(inputs)
	return en_moderation_mo_reason_offensive(inputs)
});