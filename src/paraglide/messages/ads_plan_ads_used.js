/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, max: NonNullable<unknown> }} Ads_Plan_Ads_UsedInputs */

const en_ads_plan_ads_used = /** @type {(inputs: Ads_Plan_Ads_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.max} ads live or waiting for approval`)
};

const es_ads_plan_ads_used = /** @type {(inputs: Ads_Plan_Ads_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} de ${i?.max} anuncios activos o pendientes de aprobación`)
};

const fr_ads_plan_ads_used = /** @type {(inputs: Ads_Plan_Ads_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} annonce(s) sur ${i?.max} en ligne ou en attente de validation`)
};

/**
* | output |
* | --- |
* | "{used} of {max} ads live or waiting for approval" |
*
* @param {Ads_Plan_Ads_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_plan_ads_used = /** @type {((inputs: Ads_Plan_Ads_UsedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Plan_Ads_UsedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_plan_ads_used(inputs)
	if (locale === "fr") return fr_ads_plan_ads_used(inputs)
	return en_ads_plan_ads_used(inputs)
});