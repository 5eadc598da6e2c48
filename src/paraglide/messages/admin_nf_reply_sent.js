/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Reply_SentInputs */

const en_admin_nf_reply_sent = /** @type {(inputs: Admin_Nf_Reply_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply sent.`)
};

const es_admin_nf_reply_sent = /** @type {(inputs: Admin_Nf_Reply_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta enviada.`)
};

const fr_admin_nf_reply_sent = /** @type {(inputs: Admin_Nf_Reply_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse envoyée.`)
};

/**
* | output |
* | --- |
* | "Reply sent." |
*
* @param {Admin_Nf_Reply_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_reply_sent = /** @type {((inputs?: Admin_Nf_Reply_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Reply_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_reply_sent(inputs)
	if (locale === "fr") return fr_admin_nf_reply_sent(inputs)
	return en_admin_nf_reply_sent(inputs)
});