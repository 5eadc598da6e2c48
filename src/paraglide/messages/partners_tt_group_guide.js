/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Group_GuideInputs */

const en_partners_tt_group_guide = /** @type {(inputs: Partners_Tt_Group_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A dedicated guide from the neighborhood`)
};

const es_partners_tt_group_guide = /** @type {(inputs: Partners_Tt_Group_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un guía dedicado del propio barrio`)
};

const fr_partners_tt_group_guide = /** @type {(inputs: Partners_Tt_Group_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un guide attitré, issu du quartier`)
};

/**
* | output |
* | --- |
* | "A dedicated guide from the neighborhood" |
*
* @param {Partners_Tt_Group_GuideInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_group_guide = /** @type {((inputs?: Partners_Tt_Group_GuideInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Group_GuideInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_group_guide(inputs)
	if (locale === "fr") return fr_partners_tt_group_guide(inputs)
	return en_partners_tt_group_guide(inputs)
});