/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_RefreshInputs */

const en_checkin_refresh = /** @type {(inputs: Checkin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh the list`)
};

const es_checkin_refresh = /** @type {(inputs: Checkin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar la lista`)
};

const fr_checkin_refresh = /** @type {(inputs: Checkin_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualiser la liste`)
};

/**
* | output |
* | --- |
* | "Refresh the list" |
*
* @param {Checkin_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_refresh = /** @type {((inputs?: Checkin_RefreshInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_RefreshInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_refresh(inputs)
	if (locale === "fr") return fr_checkin_refresh(inputs)
	return en_checkin_refresh(inputs)
});