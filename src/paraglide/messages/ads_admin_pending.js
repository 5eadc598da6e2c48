/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_PendingInputs */

const en_ads_admin_pending = /** @type {(inputs: Ads_Admin_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for approval`)
};

const es_ads_admin_pending = /** @type {(inputs: Ads_Admin_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendientes de aprobación`)
};

const fr_ads_admin_pending = /** @type {(inputs: Ads_Admin_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de validation`)
};

/**
* | output |
* | --- |
* | "Waiting for approval" |
*
* @param {Ads_Admin_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_pending = /** @type {((inputs?: Ads_Admin_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_pending(inputs)
	if (locale === "fr") return fr_ads_admin_pending(inputs)
	return en_ads_admin_pending(inputs)
});