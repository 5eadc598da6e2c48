/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Tab_MessagesInputs */

const en_dashboard_tab_messages = /** @type {(inputs: Dashboard_Tab_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messages (${i?.count})`)
};

const es_dashboard_tab_messages = /** @type {(inputs: Dashboard_Tab_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mensajes (${i?.count})`)
};

const fr_dashboard_tab_messages = /** @type {(inputs: Dashboard_Tab_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messagerie (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Messages ({count})" |
*
* @param {Dashboard_Tab_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_tab_messages = /** @type {((inputs: Dashboard_Tab_MessagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Tab_MessagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_tab_messages(inputs)
	if (locale === "fr") return fr_dashboard_tab_messages(inputs)
	return en_dashboard_tab_messages(inputs)
});