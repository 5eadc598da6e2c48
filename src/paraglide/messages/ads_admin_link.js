/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_LinkInputs */

const en_ads_admin_link = /** @type {(inputs: Ads_Admin_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ads to approve`)
};

const es_ads_admin_link = /** @type {(inputs: Ads_Admin_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncios por aprobar`)
};

const fr_ads_admin_link = /** @type {(inputs: Ads_Admin_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonces à valider`)
};

/**
* | output |
* | --- |
* | "Ads to approve" |
*
* @param {Ads_Admin_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_link = /** @type {((inputs?: Ads_Admin_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_link(inputs)
	if (locale === "fr") return fr_ads_admin_link(inputs)
	return en_ads_admin_link(inputs)
});