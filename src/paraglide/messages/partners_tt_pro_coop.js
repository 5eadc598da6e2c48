/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Pro_CoopInputs */

const en_partners_tt_pro_coop = /** @type {(inputs: Partners_Tt_Pro_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing co-op: joint campaigns and features on the guide`)
};

const es_partners_tt_pro_coop = /** @type {(inputs: Partners_Tt_Pro_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing conjunto: campañas compartidas y reportajes en la guía`)
};

const fr_partners_tt_pro_coop = /** @type {(inputs: Partners_Tt_Pro_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-marketing : campagnes communes et mises en avant dans le guide`)
};

/**
* | output |
* | --- |
* | "Marketing co-op: joint campaigns and features on the guide" |
*
* @param {Partners_Tt_Pro_CoopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_pro_coop = /** @type {((inputs?: Partners_Tt_Pro_CoopInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Pro_CoopInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_pro_coop(inputs)
	if (locale === "fr") return fr_partners_tt_pro_coop(inputs)
	return en_partners_tt_pro_coop(inputs)
});