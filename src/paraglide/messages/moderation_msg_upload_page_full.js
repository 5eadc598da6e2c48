/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Upload_Page_FullInputs */

const en_moderation_msg_upload_page_full = /** @type {(inputs: Moderation_Msg_Upload_Page_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This business’s page already shows 12 uploads: refuse this one (it is refunded), or wait until one ends.`)
};

const es_moderation_msg_upload_page_full = /** @type {(inputs: Moderation_Msg_Upload_Page_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La página de este negocio ya muestra 12 cargas: rechaza esta (se reembolsa) o espera a que termine una.`)
};

const fr_moderation_msg_upload_page_full = /** @type {(inputs: Moderation_Msg_Upload_Page_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page de ce commerce affiche déjà 12 dépôts : refusez celui-ci (il est remboursé), ou attendez qu’un autre se termine.`)
};

/**
* | output |
* | --- |
* | "This business’s page already shows 12 uploads: refuse this one (it is refunded), or wait until one ends." |
*
* @param {Moderation_Msg_Upload_Page_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_upload_page_full = /** @type {((inputs?: Moderation_Msg_Upload_Page_FullInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Upload_Page_FullInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_upload_page_full(inputs)
	if (locale === "fr") return fr_moderation_msg_upload_page_full(inputs)
	return en_moderation_msg_upload_page_full(inputs)
});