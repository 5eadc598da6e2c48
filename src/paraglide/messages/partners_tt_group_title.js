/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Group_TitleInputs */

const en_partners_tt_group_title = /** @type {(inputs: Partners_Tt_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group Tours`)
};

const es_partners_tt_group_title = /** @type {(inputs: Partners_Tt_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tours en grupo`)
};

const fr_partners_tt_group_title = /** @type {(inputs: Partners_Tt_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites de groupe`)
};

/**
* | output |
* | --- |
* | "Group Tours" |
*
* @param {Partners_Tt_Group_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_group_title = /** @type {((inputs?: Partners_Tt_Group_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Group_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_group_title(inputs)
	if (locale === "fr") return fr_partners_tt_group_title(inputs)
	return en_partners_tt_group_title(inputs)
});