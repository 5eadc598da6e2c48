/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_School_HolidaysInputs */

const en_owner_msg_school_holidays = /** @type {(inputs: Owner_Msg_School_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`School holidays (SH) are not supported here; use PH for public holidays or list the dates. Example: Mo-Fr 09:00-17:00; PH off`)
};

const es_owner_msg_school_holidays = /** @type {(inputs: Owner_Msg_School_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí no se admiten las vacaciones escolares (SH); usa PH para los días festivos o indica las fechas. Ejemplo: Mo-Fr 09:00-17:00; PH off`)
};

const fr_owner_msg_school_holidays = /** @type {(inputs: Owner_Msg_School_HolidaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les vacances scolaires (SH) ne sont pas prises en charge ici ; utilisez PH pour les jours fériés ou indiquez les dates. Exemple : Mo-Fr 09:00-17:00; PH off`)
};

/**
* | output |
* | --- |
* | "School holidays (SH) are not supported here; use PH for public holidays or list the dates. Example: Mo-Fr 09:00-17:00; PH off" |
*
* @param {Owner_Msg_School_HolidaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_school_holidays = /** @type {((inputs?: Owner_Msg_School_HolidaysInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_School_HolidaysInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_school_holidays(inputs)
	if (locale === "fr") return fr_owner_msg_school_holidays(inputs)
	return en_owner_msg_school_holidays(inputs)
});