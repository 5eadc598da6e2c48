/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_N_Reply_BodyInputs */

const en_alerts_n_reply_body = /** @type {(inputs: Alerts_N_Reply_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the owner’s reply on the business page.`)
};

const es_alerts_n_reply_body = /** @type {(inputs: Alerts_N_Reply_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee la respuesta del propietario en la página del negocio.`)
};

const fr_alerts_n_reply_body = /** @type {(inputs: Alerts_N_Reply_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lisez la réponse du propriétaire sur la page du commerce.`)
};

/**
* | output |
* | --- |
* | "Read the owner’s reply on the business page." |
*
* @param {Alerts_N_Reply_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_reply_body = /** @type {((inputs?: Alerts_N_Reply_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Reply_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_reply_body(inputs)
	if (locale === "fr") return fr_alerts_n_reply_body(inputs)
	return en_alerts_n_reply_body(inputs)
});