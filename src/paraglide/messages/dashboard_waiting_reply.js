/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waiting_ReplyInputs */

const en_dashboard_waiting_reply = /** @type {(inputs: Dashboard_Waiting_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for a reply.`)
};

const es_dashboard_waiting_reply = /** @type {(inputs: Dashboard_Waiting_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando respuesta.`)
};

const fr_dashboard_waiting_reply = /** @type {(inputs: Dashboard_Waiting_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de réponse.`)
};

/**
* | output |
* | --- |
* | "Waiting for a reply." |
*
* @param {Dashboard_Waiting_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waiting_reply = /** @type {((inputs?: Dashboard_Waiting_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waiting_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waiting_reply(inputs)
	if (locale === "fr") return fr_dashboard_waiting_reply(inputs)
	return en_dashboard_waiting_reply(inputs)
});