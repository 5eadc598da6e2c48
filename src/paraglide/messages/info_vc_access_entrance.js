/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Access_EntranceInputs */

const en_info_vc_access_entrance = /** @type {(inputs: Info_Vc_Access_EntranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The building entrance on 125th Street is step-free, and elevators serve every floor, including our suite.`)
};

const es_info_vc_access_entrance = /** @type {(inputs: Info_Vc_Access_EntranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La entrada del edificio por la calle 125 no tiene escalones, y hay elevadores a todos los pisos, incluida nuestra oficina.`)
};

const fr_info_vc_access_entrance = /** @type {(inputs: Info_Vc_Access_EntranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’entrée de l’immeuble sur la 125e Rue est de plain-pied, et des ascenseurs desservent tous les étages, y compris nos bureaux.`)
};

/**
* | output |
* | --- |
* | "The building entrance on 125th Street is step-free, and elevators serve every floor, including our suite." |
*
* @param {Info_Vc_Access_EntranceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_access_entrance = /** @type {((inputs?: Info_Vc_Access_EntranceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Access_EntranceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_access_entrance(inputs)
	if (locale === "fr") return fr_info_vc_access_entrance(inputs)
	return en_info_vc_access_entrance(inputs)
});