/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Count_ServerInputs */

const en_checkin_count_server = /** @type {(inputs: Checkin_Count_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counted by the server`)
};

const es_checkin_count_server = /** @type {(inputs: Checkin_Count_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contado por el servidor`)
};

const fr_checkin_count_server = /** @type {(inputs: Checkin_Count_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compté par le serveur`)
};

/**
* | output |
* | --- |
* | "Counted by the server" |
*
* @param {Checkin_Count_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_count_server = /** @type {((inputs?: Checkin_Count_ServerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Count_ServerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_count_server(inputs)
	if (locale === "fr") return fr_checkin_count_server(inputs)
	return en_checkin_count_server(inputs)
});