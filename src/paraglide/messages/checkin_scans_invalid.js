/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Scans_InvalidInputs */

const en_checkin_scans_invalid = /** @type {(inputs: Checkin_Scans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The scans could not be read. Reload the page and scan again.`)
};

const es_checkin_scans_invalid = /** @type {(inputs: Checkin_Scans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los escaneos. Recarga la página y vuelve a escanear.`)
};

const fr_checkin_scans_invalid = /** @type {(inputs: Checkin_Scans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les scans n’ont pas pu être lus. Rechargez la page et scannez à nouveau.`)
};

/**
* | output |
* | --- |
* | "The scans could not be read. Reload the page and scan again." |
*
* @param {Checkin_Scans_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_scans_invalid = /** @type {((inputs?: Checkin_Scans_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Scans_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_scans_invalid(inputs)
	if (locale === "fr") return fr_checkin_scans_invalid(inputs)
	return en_checkin_scans_invalid(inputs)
});