/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ allowed: NonNullable<unknown>, denied: NonNullable<unknown> }} Moderation_Cms_TallyInputs */

const en_moderation_cms_tally = /** @type {(inputs: Moderation_Cms_TallyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.allowed} allowed · ${i?.denied} denied`)
};

const es_moderation_cms_tally = /** @type {(inputs: Moderation_Cms_TallyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`permitidos: ${i?.allowed} · denegados: ${i?.denied}`)
};

const fr_moderation_cms_tally = /** @type {(inputs: Moderation_Cms_TallyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`autorisés : ${i?.allowed} · refusés : ${i?.denied}`)
};

/**
* | output |
* | --- |
* | "{allowed} allowed · {denied} denied" |
*
* @param {Moderation_Cms_TallyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_tally = /** @type {((inputs: Moderation_Cms_TallyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_TallyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_tally(inputs)
	if (locale === "fr") return fr_moderation_cms_tally(inputs)
	return en_moderation_cms_tally(inputs)
});