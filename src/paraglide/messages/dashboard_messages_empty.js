/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Messages_EmptyInputs */

const en_dashboard_messages_empty = /** @type {(inputs: Dashboard_Messages_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages yet`)
};

const es_dashboard_messages_empty = /** @type {(inputs: Dashboard_Messages_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes mensajes`)
};

const fr_dashboard_messages_empty = /** @type {(inputs: Dashboard_Messages_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de messages`)
};

/**
* | output |
* | --- |
* | "No messages yet" |
*
* @param {Dashboard_Messages_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_messages_empty = /** @type {((inputs?: Dashboard_Messages_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Messages_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_messages_empty(inputs)
	if (locale === "fr") return fr_dashboard_messages_empty(inputs)
	return en_dashboard_messages_empty(inputs)
});