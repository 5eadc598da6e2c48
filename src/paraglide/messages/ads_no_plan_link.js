/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_No_Plan_LinkInputs */

const en_ads_no_plan_link = /** @type {(inputs: Ads_No_Plan_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the partnership plans`)
};

const es_ads_no_plan_link = /** @type {(inputs: Ads_No_Plan_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los planes de socio`)
};

const fr_ads_no_plan_link = /** @type {(inputs: Ads_No_Plan_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les formules partenaires`)
};

/**
* | output |
* | --- |
* | "See the partnership plans" |
*
* @param {Ads_No_Plan_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_no_plan_link = /** @type {((inputs?: Ads_No_Plan_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_No_Plan_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_no_plan_link(inputs)
	if (locale === "fr") return fr_ads_no_plan_link(inputs)
	return en_ads_no_plan_link(inputs)
});