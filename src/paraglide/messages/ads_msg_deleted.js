/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_DeletedInputs */

const en_ads_msg_deleted = /** @type {(inputs: Ads_Msg_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft deleted`)
};

const es_ads_msg_deleted = /** @type {(inputs: Ads_Msg_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador eliminado`)
};

const fr_ads_msg_deleted = /** @type {(inputs: Ads_Msg_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillon supprimé`)
};

/**
* | output |
* | --- |
* | "Draft deleted" |
*
* @param {Ads_Msg_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_deleted = /** @type {((inputs?: Ads_Msg_DeletedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_DeletedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_deleted(inputs)
	if (locale === "fr") return fr_ads_msg_deleted(inputs)
	return en_ads_msg_deleted(inputs)
});