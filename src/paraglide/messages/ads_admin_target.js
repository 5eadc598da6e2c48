/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_TargetInputs */

const en_ads_admin_target = /** @type {(inputs: Ads_Admin_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goes to:`)
};

const es_ads_admin_target = /** @type {(inputs: Ads_Admin_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lleva a:`)
};

const fr_ads_admin_target = /** @type {(inputs: Ads_Admin_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mène à :`)
};

/**
* | output |
* | --- |
* | "Goes to:" |
*
* @param {Ads_Admin_TargetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_target = /** @type {((inputs?: Ads_Admin_TargetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_TargetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_target(inputs)
	if (locale === "fr") return fr_ads_admin_target(inputs)
	return en_ads_admin_target(inputs)
});