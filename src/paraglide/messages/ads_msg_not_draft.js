/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Not_DraftInputs */

const en_ads_msg_not_draft = /** @type {(inputs: Ads_Msg_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a draft can be deleted.`)
};

const es_ads_msg_not_draft = /** @type {(inputs: Ads_Msg_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se puede eliminar un borrador.`)
};

const fr_ads_msg_not_draft = /** @type {(inputs: Ads_Msg_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul un brouillon peut être supprimé.`)
};

/**
* | output |
* | --- |
* | "Only a draft can be deleted." |
*
* @param {Ads_Msg_Not_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_not_draft = /** @type {((inputs?: Ads_Msg_Not_DraftInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Not_DraftInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_not_draft(inputs)
	if (locale === "fr") return fr_ads_msg_not_draft(inputs)
	return en_ads_msg_not_draft(inputs)
});