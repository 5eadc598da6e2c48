/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_My_MessagesInputs */

const en_dashboard_my_messages = /** @type {(inputs: Dashboard_My_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Messages`)
};

const es_dashboard_my_messages = /** @type {(inputs: Dashboard_My_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis mensajes`)
};

const fr_dashboard_my_messages = /** @type {(inputs: Dashboard_My_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes messages`)
};

/**
* | output |
* | --- |
* | "My Messages" |
*
* @param {Dashboard_My_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_my_messages = /** @type {((inputs?: Dashboard_My_MessagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_My_MessagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_my_messages(inputs)
	if (locale === "fr") return fr_dashboard_my_messages(inputs)
	return en_dashboard_my_messages(inputs)
});