/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown>, plan: NonNullable<unknown>, date: NonNullable<unknown> }} Partners_Lp_Story_MetaInputs */

const en_partners_lp_story_meta = /** @type {(inputs: Partners_Lp_Story_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} · ${i?.plan} plan · premium since ${i?.date}`)
};

const es_partners_lp_story_meta = /** @type {(inputs: Partners_Lp_Story_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} · plan ${i?.plan} · prémium desde el ${i?.date}`)
};

const fr_partners_lp_story_meta = /** @type {(inputs: Partners_Lp_Story_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} · formule ${i?.plan} · premium depuis le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "{category} · {plan} plan · premium since {date}" |
*
* @param {Partners_Lp_Story_MetaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_story_meta = /** @type {((inputs: Partners_Lp_Story_MetaInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Story_MetaInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_story_meta(inputs)
	if (locale === "fr") return fr_partners_lp_story_meta(inputs)
	return en_partners_lp_story_meta(inputs)
});