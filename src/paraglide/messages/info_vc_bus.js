/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_BusInputs */

const en_info_vc_bus = /** @type {(inputs: Info_Vc_BusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Several bus routes run along 125th Street, including the M60 Select Bus Service to and from LaGuardia Airport. Get off at Lenox Avenue or Adam Clayton Powell Jr. Boulevard.`)
};

const es_info_vc_bus = /** @type {(inputs: Info_Vc_BusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varias rutas de autobús recorren la calle 125, entre ellas el M60 Select Bus Service, que va y viene del aeropuerto LaGuardia. Bájate en Lenox Avenue o en Adam Clayton Powell Jr. Boulevard.`)
};

const fr_info_vc_bus = /** @type {(inputs: Info_Vc_BusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plusieurs lignes de bus parcourent la 125e Rue, dont le M60 Select Bus Service, qui relie l’aéroport de LaGuardia. Descendez à Lenox Avenue ou à Adam Clayton Powell Jr. Boulevard.`)
};

/**
* | output |
* | --- |
* | "Several bus routes run along 125th Street, including the M60 Select Bus Service to and from LaGuardia Airport. Get off at Lenox Avenue or Adam Clayton Powell..." |
*
* @param {Info_Vc_BusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_bus = /** @type {((inputs?: Info_Vc_BusInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_BusInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_bus(inputs)
	if (locale === "fr") return fr_info_vc_bus(inputs)
	return en_info_vc_bus(inputs)
});