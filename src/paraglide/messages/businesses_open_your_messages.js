/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Open_Your_MessagesInputs */

const en_businesses_open_your_messages = /** @type {(inputs: Businesses_Open_Your_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your messages`)
};

const es_businesses_open_your_messages = /** @type {(inputs: Businesses_Open_Your_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre tus mensajes`)
};

const fr_businesses_open_your_messages = /** @type {(inputs: Businesses_Open_Your_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir vos messages`)
};

/**
* | output |
* | --- |
* | "Open your messages" |
*
* @param {Businesses_Open_Your_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_open_your_messages = /** @type {((inputs?: Businesses_Open_Your_MessagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Open_Your_MessagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_open_your_messages(inputs)
	if (locale === "fr") return fr_businesses_open_your_messages(inputs)
	return en_businesses_open_your_messages(inputs)
});